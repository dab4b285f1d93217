import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * The one list of what never reaches a log line: secrets by field name (in any logged object, at
 * the top or one level down), the credential headers, and, below, the query strings of logged
 * URLs (launch tokens, reset tokens) and the parameters of failed SQL statements.
 */
const SECRET_FIELDS = [
  'password', 'passwordHash', 'oldPassword', 'newPassword', 'confirmPassword', 'confirmNewPassword',
  'paymentPassword', 'paymentPasswordHash', 'token', 'tokenHash', 'launch', 'resetToken', 'verificationCode',
  'secret', 'webhookSecret', 'privateKeyPem', 'params', 'parameters', 'detail',
];
const SECRET_HEADERS = ['authorization', 'encryption', 'cookie', 'x-proof-of-work'];

export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.cause.${field}`]),
  ...SECRET_HEADERS.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]),
];

const MASK = '[Redacted]';

/** `/wps/game/demo/play?launch=***&lang=***`: the path stays readable, no query value does. */
export function maskQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const names = url.slice(start + 1).split('&').map((pair) => `${pair.split('=')[0]}=***`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

/** Drizzle puts a failed statement's parameters into its message (`params: a,b`); they go, along with URL query values. */
export function scrubText(text: string): string {
  return text
    .replace(/params: [^\n]*/g, `params: ${MASK}`)
    .replace(/([?&][\w.[\]-]+=)[^&\s#"']*/g, '$1***');
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** An error as a log object: type, scrubbed message and stack, code, and its causes the same way; no other field. */
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const fields = error as Error & { code?: unknown; constraint?: unknown; table?: unknown; statusCode?: unknown };
  return {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
    ...(fields.code !== undefined ? { code: fields.code } : {}),
    ...(fields.statusCode !== undefined ? { statusCode: fields.statusCode } : {}),
    ...(typeof fields.constraint === 'string' ? { constraint: fields.constraint } : {}),
    ...(typeof fields.table === 'string' ? { table: fields.table } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

function scrubStrings(value: Record<string, unknown>): Record<string, unknown> {
  const scrubbed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) scrubbed[key] = typeof field === 'string' ? scrubText(field) : field;
  return scrubbed;
}

/** The app's logger options: the level and destination given, always with the redaction above. */
export type LoggerSettings = { level: string; stream?: { write(line: string): void } };

export function redactingLogger(options: LoggerSettings): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: MASK },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method, url: typeof request.url === 'string' ? maskQuery(request.url) : undefined, host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort,
      }),
      err: (error: unknown) => serializeError(error),
      error: (error: unknown) => serializeError(error),
    },
    formatters: { log: scrubStrings },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

type ChildLoggerFactory = Parameters<FastifyInstance['setChildLoggerFactory']>[0];
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];
/** pino's level numbers (`logger.levels.values`), which Fastify's logger type leaves out. */
type Levelled = { levels: { values: Record<string, number> } };
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made into a pino child only when a line is written at an enabled level.
 * Fastify makes a child per request to bind its id, and with the redaction above each child costs a
 * redaction pass over its bindings: on a busy read that wrote no line it was half the request's work.
 */
export class LazyChildLogger {
  #parent: FastifyBaseLogger;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | null = null;
  #threshold: number;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
    const levels = (parent as unknown as Levelled).levels.values;
    this.#threshold = levels[options.level ?? parent.level] ?? 0;
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  #write(level: LevelName, args: unknown[]): void {
    if ((this.#parent as unknown as Levelled).levels.values[level]! < this.#threshold) return;
    (this.#logger()[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
    this.#threshold = (this.#parent as unknown as Levelled).levels.values[level] ?? 0;
  }

  fatal(...args: unknown[]) { this.#write('fatal', args); }
  error(...args: unknown[]) { this.#write('error', args); }
  warn(...args: unknown[]) { this.#write('warn', args); }
  info(...args: unknown[]) { this.#write('info', args); }
  debug(...args: unknown[]) { this.#write('debug', args); }
  trace(...args: unknown[]) { this.#write('trace', args); }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

export const lazyChildLogger = (parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger =>
  new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
