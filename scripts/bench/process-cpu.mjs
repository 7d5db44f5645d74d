// CPU time of processes from /proc (Linux), in milliseconds, for the CPU-per-request figures of
// `npm run bench:pg`: a process's own, the reaped children of this one (pgbench after it exits),
// and a whole PostgreSQL server (the postmaster, its live children, and the children it reaped).
import { readdirSync, readFileSync } from 'node:fs';

// Linux reports CPU time in clock ticks of 1/100 s on every architecture Node runs on.
const TICK_MS = 10;

/** The fields of /proc/PID/stat after the command name (field 3 of proc(5) is [0]). */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // the process has ended
  }
}

/** User + system CPU of a process (and, with `children`, of its reaped children), in ms. */
export function processCpuMs(pid, { children = false } = {}) {
  const f = statFields(pid);
  if (!f) return 0;
  const own = Number(f[11]) + Number(f[12]);
  return (children ? own + Number(f[13]) + Number(f[14]) : own) * TICK_MS;
}

/** CPU of this process's reaped children (a pgbench that has exited), in ms. */
export const reapedChildrenCpuMs = () => {
  const f = statFields('self');
  return (Number(f[13]) + Number(f[14])) * TICK_MS;
};

/** The postmaster: the parent of one of its backends. */
export function postmasterOf(backendPid) {
  return Number(statFields(backendPid)[1]);
}

/** CPU of a whole PostgreSQL server: the postmaster, its backends and workers, live or ended, in ms. */
export function postgresCpuMs(postmasterPid) {
  let total = processCpuMs(postmasterPid, { children: true });
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(entry);
    if (f && Number(f[1]) === postmasterPid) total += processCpuMs(entry);
  }
  return total;
}
