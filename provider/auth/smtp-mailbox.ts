import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import type { Clock } from "../clock";
import type { Database } from "../db/client";
import { mailboxMessages } from "../db/schema/auth";
import { isLoopback } from "../http/faults";
import type { Logger } from "../http/logger";

/** A contact message is at most 16 KB; a megabyte leaves room for headers and encodings. */
export const SMTP_MAILBOX_SIZE_LIMIT = 1024 * 1024;

/** What the page shows of one message; whatever a sender wrote is text, escaped when shown. */
const MAX_BODY_CHARS = 100_000;

export interface SmtpMailbox {
  port: number;
  close(): Promise<void>;
}

/**
 * The dev mailbox's SMTP door: the storefront's outbox (SMTP_URL, which `npm start` points
 * here) sends the shop owner's notifications to it, and they show at `/mailbox` beside the
 * sign-in codes. It listens on 127.0.0.1 only, so it needs no authentication and no TLS; a
 * connection from anywhere else is refused all the same, should the host ever change.
 */
export async function startSmtpMailbox(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  port: number;
}): Promise<SmtpMailbox> {
  const { db, clock, logger } = deps;

  async function store(stream: SMTPServerDataStream, recipients: string[]) {
    const mail = await simpleParser(stream);
    if (stream.sizeExceeded) {
      throw Object.assign(new Error("Message exceeds the dev mailbox's size limit"), {
        responseCode: 552,
      });
    }
    const header = [
      `From: ${addresses(mail.from)}`,
      mail.replyTo ? `Reply-To: ${addresses(mail.replyTo)}` : "",
    ].filter(Boolean);
    const text = (mail.text ?? "").slice(0, MAX_BODY_CHARS);
    const rows = recipients.map((recipient) => ({
      recipient: recipient.toLowerCase(),
      subject: mail.subject ?? "(no subject)",
      body: `${header.join("\n")}\n\n${text}`,
      createdAt: clock.now(),
    }));
    if (rows.length) await db.insert(mailboxMessages).values(rows);
    // The owner of a local shop reads the message at /mailbox; the log only says one came.
    logger.info("dev mailbox: mail received over SMTP", { recipients: recipients.length });
  }

  const server = new SMTPServer({
    banner: "Boutique dev mailbox",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    hideSTARTTLS: true,
    size: SMTP_MAILBOX_SIZE_LIMIT,
    maxClients: 20,
    logger: false,
    onConnect(session, callback) {
      if (isLoopback(session.remoteAddress)) callback();
      else
        callback(
          Object.assign(new Error("Only this machine may send here"), { responseCode: 554 }),
        );
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((r) => r.address);
      store(stream, recipients).then(
        () => callback(),
        (error: Error & { responseCode?: number }) => {
          if (!error.responseCode) logger.error("dev mailbox: could not store a mail", { error });
          // Drain what is left so the session can go on to its next command.
          stream.resume();
          callback(error.responseCode ? error : new Error("The dev mailbox could not store it"));
        },
      );
    },
  });
  server.on("error", (error) => logger.error("dev mailbox: SMTP error", { error }));

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(deps.port, "127.0.0.1", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(", ");
}
