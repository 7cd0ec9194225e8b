import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DISCOVER_DEFAULTS, type DiscoverSearch } from '../model';
import { DiscoverFilters } from './discover-filters';

afterEach(cleanup);

describe('DiscoverFilters', () => {
  it('builds each change on the latest filters, not on what was rendered', async () => {
    // The URL moves on each change, but the page has not re-rendered yet (a navigation that is
    // still settling): the second change must keep the first.
    let latest: DiscoverSearch = DISCOVER_DEFAULTS;
    const onChange = (change: (current: DiscoverSearch) => DiscoverSearch) => {
      latest = change(latest);
    };
    render(
      <DiscoverFilters
        search={DISCOVER_DEFAULTS}
        options={undefined}
        onChange={onChange}
        onReset={() => {}}
        showReset={false}
      />,
    );
    const user = userEvent.setup();
    await user.clear(screen.getByRole('spinbutton', { name: 'Minimum age' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum age' }), '30');
    await user.clear(screen.getByRole('spinbutton', { name: 'Maximum age' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum age' }), '40');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(latest).toEqual({ ...DISCOVER_DEFAULTS, minAge: 30, maxAge: 40, gender: 'MALE' });
  });
});
