import { between, type ChaosFigures, sleep } from './chaos-figures.js';
import type { ChaosServer } from './server-fleet.js';
import type { SmtpSink } from './smtp-sink.js';

/**
 * Until `until` (epoch ms): every 12–22 s SIGKILLs one server at a random moment (never the last
 * one up) and restarts it 0.5–2 s later.
 */
export async function killServers(
  servers: readonly ChaosServer[],
  figures: ChaosFigures,
  until: number,
): Promise<void> {
  await sleep(between(5_000, 10_000));
  while (Date.now() < until) {
    const live = servers.filter((server) => server.up);
    const victim = live[between(0, live.length - 1)];
    if (victim && live.length > 1) {
      await victim.kill();
      figures.kills += 1;
      figures.killLog.push(`${victim.name} ${new Date().toISOString().slice(11, 23)}`);
      await sleep(between(500, 2_000));
      await victim.start();
      figures.restarts += 1;
    }
    await sleep(between(12_000, 22_000));
  }
}

/** Until `until`: every 15–25 s takes the SMTP sink down for 4–9 s (connections refused). */
export async function interruptMail(
  sink: SmtpSink,
  figures: ChaosFigures,
  until: number,
): Promise<void> {
  await sleep(between(3_000, 8_000));
  while (Date.now() < until) {
    await sink.stop();
    figures.smtpOutages += 1;
    await sleep(between(4_000, 9_000));
    await sink.start();
    await sleep(between(15_000, 25_000));
  }
}
