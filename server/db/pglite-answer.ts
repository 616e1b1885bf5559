import { parse, protocol, types } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;
type Parsers = Record<number, Parser>;
export type ArrayType = { oid: number; typarray: number };

/**
 * Reads the answer the database thread hands over as protocol bytes (pglite-statements.mjs),
 * on this side of the thread: PGlite's own parser and row reader, with the parsers PGlite
 * itself would use (its defaults and one per array type). The thread that runs SQL is the
 * one every query waits for, so turning bytes into rows, and not copying rows across, is
 * work taken off it.
 */
export class AnswerReader {
  private readonly parsers: Parsers;
  /** One merged set per list of types the caller wants as sent (Drizzle always names the same list). */
  private readonly withRaw = new Map<string, Parsers>();

  constructor(arrayTypes: ArrayType[]) {
    const parsers: Parsers = { ...(types.parsers as Parsers) };
    for (const { oid, typarray } of arrayTypes)
      parsers[typarray] = (value) => types.arrayParser(value, parsers[oid]!, typarray);
    this.parsers = parsers;
  }

  /**
   * The result PGlite's query() gives for these bytes. `rawTypes`: types left as sent, as the
   * caller's own parsers asked (see sendQuery in pglite-thread.ts). Notifications among the
   * messages go to `notify`, as PGlite hands them to its listeners.
   */
  read(
    bytes: Uint8Array,
    options: { rowMode?: 'array' | 'object'; rawTypes?: number[] },
    notify: (channel: string, payload: string) => void,
  ) {
    const messages: Parameters<typeof parse.parseResults>[0] = [];
    new protocol.Parser().parse(bytes, (message) => {
      if (message.name === 'notification') {
        const { channel, payload } = message as unknown as { channel: string; payload: string };
        notify(channel, payload);
      }
      messages.push(message);
    });
    return parse.parseResults(messages, this.parsersFor(options.rawTypes ?? []), { rowMode: options.rowMode })[0];
  }

  private parsersFor(rawTypes: number[]): Parsers {
    if (rawTypes.length === 0) return this.parsers;
    const key = rawTypes.join(',');
    let merged = this.withRaw.get(key);
    if (!merged) {
      merged = { ...this.parsers };
      for (const type of rawTypes) merged[type] = (value) => value;
      this.withRaw.set(key, merged);
    }
    return merged;
  }
}
