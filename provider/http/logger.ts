/** A small structured logger: one JSON line per event, and never a request body or a secret. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: "silent" | "info" | "debug", name = "provider"): Logger {
  const write = (severity: string, message: string, fields?: Record<string, unknown>) => {
    const record: Record<string, unknown> = { level: severity, name, message };
    for (const [key, value] of Object.entries(fields ?? {})) {
      record[key] = value instanceof Error ? { message: value.message, stack: value.stack } : value;
    }
    const line = JSON.stringify(record);
    if (severity === "error") console.error(line);
    else console.log(line);
  };
  return {
    info: (message, fields) => {
      if (level !== "silent") write("info", message, fields);
    },
    error: (message, fields) => {
      if (level !== "silent") write("error", message, fields);
    },
  };
}
