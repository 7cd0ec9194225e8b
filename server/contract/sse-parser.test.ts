import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

describe('createSseParser', () => {
  it('parses named events with ids and JSON data', () => {
    const parser = createSseParser();
    const events = parser.push(
      'event: delta\nid: 5\ndata: {"text":"Hello"}\n\nevent: done\ndata: {"x":1}\n\n',
    );
    expect(events).toEqual([
      { event: 'delta', id: '5', data: '{"text":"Hello"}' },
      // An event without its own id keeps the last one (the spec's last event id buffer).
      { event: 'done', id: '5', data: '{"x":1}' },
    ]);
    expect(parser.lastEventId()).toBe('5');
  });

  it('completes events split across chunks at any point, including CR LF', () => {
    const stream =
      'event: delta\r\nid: 3\r\ndata: {"text":"abc"}\r\n\r\nevent: delta\r\nid: 6\r\ndata: {"text":"def"}\r\n\r\n';
    for (let cut = 1; cut < stream.length; cut++) {
      const parser = createSseParser();
      const events = [...parser.push(stream.slice(0, cut)), ...parser.push(stream.slice(cut))];
      expect(events.map((e) => [e.id, e.data])).toEqual([
        ['3', '{"text":"abc"}'],
        ['6', '{"text":"def"}'],
      ]);
    }
  });

  it('joins multi-line data, ignores comments, and drops events without data', () => {
    const parser = createSseParser();
    const events = parser.push(': keep-alive\n\nevent: ping\n\ndata: a\ndata: b\n\n');
    expect(events).toEqual([{ event: 'message', data: 'a\nb', id: undefined }]);
  });

  it('accepts lone CR line endings and fields without a space', () => {
    const parser = createSseParser();
    expect(parser.push('event:delta\rid:9\rdata:x\r\r')).toEqual([
      { event: 'delta', data: 'x', id: '9' },
    ]);
  });

  it('holds an unterminated event until its blank line arrives', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\nid: 2\ndata: {}')).toEqual([]);
    expect(parser.lastEventId()).toBe('2');
    expect(parser.push('\n\n')).toHaveLength(1);
  });
});
