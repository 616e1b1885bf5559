import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time on an embedded PGlite data folder. PGlite takes no lock of its own
 * (its postmaster.pid says -42 whoever runs it), and two processes writing one folder corrupt
 * it: the server and `npm run admin` (or seed:demo, ledger:check) must not run on it together.
 *
 * The lock is a file beside the folder (`<folder>.lock`, outside PGlite's own files), created
 * exclusively, holding the owner's pid and that process's start time. It is removed when the
 * database closes or the process exits; a lock left by a killed process is recognised as stale
 * (its pid is gone, or now belongs to a process started at another time) and taken over.
 */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${folder} is in use by another Workify process (pid ${pid}), such as a running server. ` +
        'Stop that process first and try again (or use DATABASE_URL to reach a PostgreSQL server, which any number of processes can share).',
    );
    this.name = 'DataFolderInUseError';
  }
}

interface LockOwner {
  pid: number;
  /** The owner's start time in clock ticks since boot (Linux), so a reused pid is not mistaken for it. */
  started: string | null;
}

/** Folders this process holds now: a second open in the same process is refused as well. */
const held = new Set<string>();

function startTimeOf(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null; // not Linux, or no such process
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

function readOwner(file: string): { text: string; owner: LockOwner | null } | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null; // removed meanwhile
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return { text, owner: Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null };
  } catch {
    return { text, owner: null }; // half written by a process that died at that moment
  }
}

/** Whether the recorded owner still runs (and is the process that wrote the lock). */
function ownerRuns(folder: string, owner: LockOwner): boolean {
  if (owner.pid === process.pid) return held.has(folder);
  if (!isAlive(owner.pid)) return false;
  const now = startTimeOf(owner.pid);
  return !(owner.started && now && owner.started !== now);
}

/** Takes the folder's lock or throws DataFolderInUseError; the answer releases it. */
export function lockDataFolder(dataFolder: string): () => void {
  const folder = path.resolve(dataFolder);
  const file = `${folder}.lock`;
  const mine = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) } satisfies LockOwner);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
    }
    const found = readOwner(file);
    if (!found) continue;
    if (found.owner && ownerRuns(folder, found.owner)) throw new DataFolderInUseError(folder, found.owner.pid);
    // Stale: remove it only if it is still the very lock judged stale, then try again.
    if (readOwner(file)?.text === found.text) unlinkSync(file);
  }
  held.add(folder);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(folder)) return;
    // Only our own lock: never one another process took over after we were judged gone.
    if (readOwner(file)?.text === mine) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}
