// The mail catcher as a process, for the e2e run (e2e/support/portal.ts starts it beside the API,
// whose SMTP_URL points here): every message received is appended to a JSON-lines file as
// { to, from, subject, text, date }.
//   tsx src/test/mail-catcher-cli.ts --port 4125 --out ../e2e/test-results/mails.jsonl
import fs from 'node:fs';
import path from 'node:path';
import { startSmtpCatcher } from './smtp-catcher';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

async function main() {
  const port = Number(option('port') ?? process.env.MAIL_CATCHER_PORT ?? 2525);
  const out = path.resolve(option('out') ?? process.env.MAIL_CATCHER_OUT ?? 'mails.jsonl');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const catcher = await startSmtpCatcher({ port, onMail: (mail) => fs.appendFileSync(out, `${JSON.stringify(mail)}\n`) });
  console.log(`Mail catcher (SMTP) at ${catcher.url}, writing ${out}`);
  const stop = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
