import { pino, type DestinationStream, type Logger } from "pino";
import { z } from "zod";

export type { Logger } from "pino";

/** LOG_LEVEL (server/env.server.ts): how much the storefront writes; `silent` writes nothing. */
export const logLevelSchema = z.enum(["silent", "error", "warn", "info", "debug"]);
export type LogLevel = z.infer<typeof logLevelSchema>;

/**
 * Where lines go unless a test hands in its own: info and debug to stdout, warnings and errors to
 * stderr, as console.log and console.error sent them before (Playwright shows a web server's
 * stderr only). Each write looks up `process.stdout` anew, so a test watching the console's
 * streams sees every line, and writes to a pipe or file are synchronous, so nothing is lost when
 * the process exits right after an error.
 */
function consoleStreams(): DestinationStream {
  return pino.multistream(
    [
      { level: "debug", stream: { write: (line: string) => process.stdout.write(line) } },
      { level: "warn", stream: { write: (line: string) => process.stderr.write(line) } },
    ],
    { dedupe: true },
  );
}

/**
 * A storefront logger: one JSON object per line, with an ISO time, the level's name and
 * `name: "storefront"`. Fields are the caller's; nothing here knows a request, so what may be
 * written is decided where a line is made (server/logging/request-logging.ts for requests).
 */
export function createLogger(
  options: { level?: LogLevel; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      name: "storefront",
      level: options.level ?? "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
    },
    options.destination ?? consoleStreams(),
  );
}

/**
 * The process's logger. Its level is LOG_LEVEL once server/index.ts has read the configuration
 * (`setLogLevel`); until then, info.
 */
export const logger: Logger = createLogger();

export function setLogLevel(level: LogLevel): void {
  logger.level = level;
}
