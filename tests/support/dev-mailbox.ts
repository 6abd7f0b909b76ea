// The provider's dev mailbox (`/mailbox` on the provider): where its sign-in codes and the mail
// the storefront sends over SMTP (the shop owner's contact notifications) land on a machine with
// no real mail. One reader for every program's tests and the bench: the page is HTML for people,
// so what it shows is read here, in one place, newest message first.

/** The mailbox page, all of it or only the mail to `email`; a page that does not load fails. */
export async function readMailbox(providerUrl: string, email?: string): Promise<string> {
  const url = new URL("/mailbox", providerUrl);
  if (email) url.searchParams.set("email", email);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the dev mailbox answered ${response.status} at ${url.href}`);
  return response.text();
}

/** The newest 6-digit sign-in code the provider mailed to `email`. */
export async function latestSignInCode(providerUrl: string, email: string): Promise<string> {
  const html = await readMailbox(providerUrl, email);
  const code = /<pre>Your sign-in code is (\d{6})\./.exec(html)?.[1];
  if (!code) throw new Error(`no sign-in code in the dev mailbox for ${email}`);
  return code;
}

/**
 * How many messages quote `text` (a message's body, its subject, an address): in the whole
 * mailbox, or only in the mail to `email`.
 */
export async function messagesQuoting(
  providerUrl: string,
  text: string,
  email?: string,
): Promise<number> {
  const html = await readMailbox(providerUrl, email);
  return html.split('<article class="message">').filter((entry) => entry.includes(text)).length;
}
