import { Worker } from 'node:worker_threads';
import { AnswerReader, type ArrayType } from './pglite-answer';

/**
 * PGlite in a worker thread, with the part of PGlite's interface Drizzle and the app use
 * (query, exec, transaction, listen, close). PGlite executes SQL as WebAssembly on the
 * thread that calls it; in the HTTP process that meant every query stalled every request.
 * In its own thread it runs beside the event loop, as a PostgreSQL server does in its own
 * process, so the embedded default can use both cores.
 *
 * PGlite has one connection. A transaction owns it from BEGIN to COMMIT: statements from
 * outside wait here until it ends, exactly as PGlite's own mutex makes them wait.
 */
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
export type QueryResult = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };

export interface ThreadTransaction {
  query<T = QueryResult>(text: string, params?: unknown[], options?: QueryOptions): Promise<T>;
  exec(text: string): Promise<QueryResult[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  /** Reads the answers that come as bytes; made when the thread says it is ready. */
  private reader: AnswerReader | null = null;
  private failure: Error | null = null;
  /** Resolves when the transaction holding the connection ends; null when none does. */
  private transactionEnd: Promise<void> | null = null;
  private transactionQueue: Promise<void> = Promise.resolve();

  /** `snapshot`: an in-memory database started from a dumped data directory (see client.ts). */
  constructor({ dataDir, snapshot }: { dataDir?: string; snapshot?: Uint8Array } = {}) {
    this.worker = new Worker(workerUrl, { workerData: { dataDir, snapshot } });
    this.worker.unref(); // held only while a call is waiting (see send)
    this.worker.on(
      'message',
      (message: {
        id?: number;
        op?: string;
        ok?: boolean;
        result?: unknown;
        error?: Record<string, unknown>;
        channel?: string;
        payload?: string;
      }) => {
        if (message.op === 'notify') return this.notify(message.channel!, message.payload!);
        const call = this.pending.get(message.id!);
        if (!call) return;
        this.pending.delete(message.id!);
        if (this.pending.size === 0) this.worker.unref();
        if (message.ok) call.resolve(message.result);
        else call.reject(Object.assign(new Error(String(message.error?.message)), message.error));
      },
    );
    // A crashed thread (out of memory, say) fails every call in flight and every later one.
    const fail = (err: Error) => {
      this.failure = err;
      for (const call of this.pending.values()) call.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  get waitReady(): Promise<void> {
    return (this.send({ op: 'ready' }) as Promise<ArrayType[]>).then((arrayTypes) => {
      this.reader ??= new AnswerReader(arrayTypes);
    });
  }

  private notify(channel: string, payload: string) {
    for (const listener of this.listeners.get(channel) ?? []) listener(payload);
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref(); // keep the process alive for the answer
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private async sendQuery(text: string, params: unknown[] = [], options: QueryOptions = {}) {
    // The caller's parsers are functions, which cannot cross threads: the types they name are left as sent.
    const rawTypes = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    const result = (await this.send({ op: 'query', text, params, rowMode: options.rowMode, rawTypes })) as
      QueryResult | { raw: Uint8Array };
    if (!('raw' in result)) return result;
    // A prepared statement's answer comes as its bytes, read here (see pglite-answer.ts).
    if (!this.reader) throw new Error('the database thread answered before it was ready');
    return this.reader.read(result.raw, { rowMode: options.rowMode, rawTypes }, (channel, payload) =>
      this.notify(channel, payload),
    );
  }

  /** Statements from outside a transaction wait until the one holding the connection ends. */
  private async outsideTransaction<T>(run: () => Promise<T>): Promise<T> {
    while (this.transactionEnd) await this.transactionEnd;
    return run();
  }

  query<T = QueryResult>(text: string, params?: unknown[], options?: QueryOptions): Promise<T> {
    return this.outsideTransaction(() => this.sendQuery(text, params, options)) as Promise<T>;
  }

  exec(text: string): Promise<QueryResult[]> {
    return this.outsideTransaction(() => this.send({ op: 'exec', text })) as Promise<QueryResult[]>;
  }

  async transaction<T>(run: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    let release!: () => void;
    const ended = new Promise<void>((resolve) => (release = resolve));
    const before = this.transactionQueue;
    this.transactionQueue = before.then(() => ended);
    await before;
    while (this.transactionEnd) await this.transactionEnd;
    this.transactionEnd = ended;
    let closed = false;
    const exec = (text: string) => this.send({ op: 'exec', text }) as Promise<QueryResult[]>;
    const tx: ThreadTransaction = {
      query: (text, params, options) => this.sendQuery(text, params, options) as never,
      exec,
      rollback: async () => {
        closed = true;
        await exec('ROLLBACK');
      },
      get closed() {
        return closed;
      },
    };
    try {
      await exec('BEGIN');
      try {
        const result = await run(tx);
        if (!closed) {
          closed = true;
          const [commit] = await exec('COMMIT');
          // COMMIT of a transaction that already failed answers ROLLBACK.
          if ((commit as { command?: string } | undefined)?.command === 'ROLLBACK')
            throw new Error('the transaction was rolled back');
        }
        return result;
      } catch (err) {
        if (!closed) {
          closed = true;
          await exec('ROLLBACK').catch(() => undefined);
        }
        throw err;
      }
    } finally {
      this.transactionEnd = null;
      release();
    }
  }

  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    const set = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, set);
    set.add(listener);
    await this.send({ op: 'listen', channel });
    return async () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(channel);
        await this.send({ op: 'unlisten', channel }).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    if (!this.failure) await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
