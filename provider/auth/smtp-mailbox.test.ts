import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProvider, type TestProvider } from "../testing/start-provider";
import { SMTP_MAILBOX_SIZE_LIMIT, startSmtpMailbox, type SmtpMailbox } from "./smtp-mailbox";

let t: TestProvider;
let smtp: SmtpMailbox;

beforeAll(async () => {
  t = await startTestProvider();
  smtp = await startSmtpMailbox({
    db: t.provider.db,
    clock: t.provider.clock,
    logger: t.provider.logger,
    port: 0,
  });
});

afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const transport = () =>
  nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });

describe("the dev mailbox over SMTP", () => {
  it("shows a mail sent to it at /mailbox, every part of it escaped", async () => {
    await transport().sendMail({
      from: '"Peyton & Co." <hello@peytonandco.example>',
      to: "owner@peytonandco.example",
      replyTo: '"<b>Mallory</b>" <mallory@example.com>',
      subject: "New message: <script>alert(1)</script>",
      text: "Hi <img src=x onerror=alert(1)>\nSecond line & more",
    });
    const response = await fetch(`${t.url}/mailbox?email=owner@peytonandco.example`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("New message: &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).toContain("Hi &lt;img src=x onerror=alert(1)&gt;\nSecond line &amp; more");
    expect(page).toContain(
      "Reply-To: &quot;&lt;b&gt;Mallory&lt;/b&gt;&quot; &lt;mallory@example.com&gt;",
    );
    expect(page).toContain("owner@peytonandco.example");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain("<b>Mallory");
  });

  it("refuses a mail over its size limit and stores nothing of it", async () => {
    const huge = "x".repeat(SMTP_MAILBOX_SIZE_LIMIT + 1024);
    await expect(
      transport().sendMail({
        from: "a@example.com",
        to: "big@example.com",
        subject: "too big",
        text: huge,
      }),
    ).rejects.toThrow(/552|size/i);
    const page = await (await fetch(`${t.url}/mailbox?email=big@example.com`)).text();
    expect(page).toContain("No messages yet.");
  });
});
