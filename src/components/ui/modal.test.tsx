import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Harness({ closable }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Hello" closable={closable}>
        <p>Body text</p>
      </Modal>
    </>
  );
}

function dialog(): HTMLDialogElement {
  const element = document.querySelector('dialog');
  if (!element) throw new Error('no dialog');
  return element;
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
}

describe('Modal', () => {
  afterEach(cleanup);

  it('opens as a modal dialog labelled by its title', async () => {
    render(<Harness />);
    await openModal();
    expect(dialog().open).toBe(true);
    const title = screen.getByRole('heading', { name: 'Hello' });
    expect(dialog().getAttribute('aria-labelledby')).toBe(title.id);
    expect(screen.getByText('Body text')).toBeTruthy();
  });

  it('closes on Esc (cancel) and returns focus to the opener', async () => {
    render(<Harness />);
    await openModal();
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('closes on the close button and on a backdrop click', async () => {
    render(<Harness />);
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog().open).toBe(false);
    await openModal();
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
  });

  it('ignores Esc and the backdrop and has no close button when not closable', async () => {
    render(<Harness closable={false} />);
    await openModal();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    fireEvent.click(dialog());
    expect(dialog().open).toBe(true);
  });
});
