import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Write = (...args: unknown[]) => void;
type Bindings = Record<string, unknown>;
/** What a pino logger has besides FastifyBaseLogger; absent on other loggers. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };

/**
 * A request's logger that makes the real child logger (pino's, carrying the request id) only when
 * a line is written. Fastify makes a child per request; at LOG_LEVEL=warn almost none writes a
 * line, and pino's child (a new object, its bindings serialised and redacted) was a few per cent
 * of every request's CPU. Every line written still goes through the child: it has the request id.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: LevelAware, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  silent(): void {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#logger().child(...args);
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    // Once made, the child decides (its level may have been changed); before, the parent's level.
    if (this.#child === undefined && this.#parent.isLevelEnabled?.(level) === false) return;
    const logger = this.#logger();
    (logger[level] as Write).apply(logger, args);
  }
}

/**
 * Fastify's childLoggerFactory with a lazy child. A route with its own log level or serializers
 * gets pino's child at once, as Fastify would make it.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : new LazyRequestLogger(logger, bindings);
