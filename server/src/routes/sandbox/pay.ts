/**
 * The sandbox wallet page (`/sandbox/pay/:reference`), only while the payment provider is the
 * sandbox (and, in production, only with the sandbox opt-in): it plays the customer's phone. The
 * QR of a sandbox payment holds this page's address, so a phone on the same network that scans it
 * opens it; the Playwright journey opens it in a second browser.
 *
 * GET shows the payment (the amount in MMK and the plan line, in English and Burmese side by side)
 * with 'Pay' and 'Decline', or its result once settled; an unknown reference is a 404 page, an
 * expired or replaced one a 410 page. POST (a plain form: no script, no CSRF token, acceptable for
 * a sandbox that moves no money) settles the payment and posts its signed callback to the API, as
 * a real provider does (payments/sandboxProvider.ts), then sends the browser back to the GET.
 *
 * The page is self-contained: one inline style sheet (the app's Content Security Policy allows
 * inline styles, `style-src 'self' 'unsafe-inline'`), no script, no external asset, and its form
 * posts to its own address (`form-action 'self'`).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { myanmarDigits } from '../../i18n';
import { NO_STORE } from '../../plugins/app/httpCaching';
import {
  findSandboxPayment,
  loadSandboxSecret,
  sandboxWalletPath,
  settleSandboxPayment,
  type SandboxPayment,
} from '../../payments/sandboxProvider';

/** Our references (`MP` and ten letters or digits), with room for tests' own. */
const REFERENCE = /^[A-Za-z0-9_-]{1,40}$/;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `15,000 MMK` and `၁၅,၀၀၀ ကျပ်` (whole kyats, pyas only when there are some). */
export function sandboxAmounts(amountMinor: number, currency: string): { en: string; my: string } {
  const whole = Math.floor(amountMinor / 100).toLocaleString('en-US');
  const pyas = amountMinor % 100;
  const number = pyas === 0 ? whole : `${whole}.${String(pyas).padStart(2, '0')}`;
  if (currency !== 'MMK')
    return { en: `${number} ${currency}`, my: `${myanmarDigits(number)} ${currency}` };
  return { en: `${number} MMK`, my: `${myanmarDigits(number)} ကျပ်` };
}

function yangonTime(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Yangon',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Myanmar","Myanmar Text",sans-serif;background:#f3f4f6;color:#111827}
main{max-width:26rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:8px;padding:.25rem .75rem;font-size:.875rem;margin:0 0 .75rem}
h1{font-size:1.25rem;margin:0 0 1rem}
.pair>span{display:block}
.pair>span:where([lang=my]){color:#374151}
button>span[lang=my],.link>span[lang=my],.result>span[lang=my],.badge>span[lang=my]{color:inherit}
dl{margin:0 0 1.25rem}
dt{font-size:.875rem;color:#4b5563;margin-top:.75rem}
dd{margin:0;font-weight:600}
.amount{font-size:1.75rem}
.actions{display:flex;flex-direction:column;gap:.75rem}
button,.link{display:block;width:100%;min-height:48px;border-radius:8px;border:2px solid transparent;font:inherit;font-weight:600;padding:.5rem 1rem;text-align:center;cursor:pointer;text-decoration:none}
button.pay{background:#15803d;color:#fff}
button.decline{background:#fff;color:#b91c1c;border-color:#b91c1c}
.link{background:#1d4ed8;color:#fff}
button:focus-visible,.link:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.result{font-size:1.5rem;font-weight:700}
.ok{color:#15803d}.no{color:#b91c1c}
.note{font-size:.875rem;color:#4b5563}
`;

/** Both languages, English first, each marked with its language. */
function pair(en: string, my: string, tag = 'span'): string {
  return `<${tag} lang="en">${escape(en)}</${tag}> <${tag} lang="my">${escape(my)}</${tag}>`;
}

function page(title: { en: string; my: string }, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(`${title.en} · ${title.my}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<p class="badge pair">${pair('Sandbox wallet: no real money moves', 'စမ်းသပ် ပိုက်ဆံအိတ်: ငွေအစစ် မပေးချေပါ')}</p>
${body}
</div>
</main>
</body>
</html>
`;
}

function details(payment: SandboxPayment): string {
  const amount = sandboxAmounts(payment.amountMinor, payment.currency);
  return `<dl>
<dt class="pair">${pair('Amount', 'ငွေပမာဏ')}</dt>
<dd class="amount pair">${pair(amount.en, amount.my)}</dd>
<dt class="pair">${pair('For', 'အကြောင်းအရာ')}</dt>
<dd>${escape(payment.description)}</dd>
<dt class="pair">${pair('Reference', 'ရည်ညွှန်းနံပါတ်')}</dt>
<dd>${escape(payment.reference)}</dd>
</dl>`;
}

function payPage(payment: SandboxPayment): string {
  const until = yangonTime(payment.expiresAt);
  return page(
    { en: 'Confirm payment', my: 'ငွေပေးချေမှု အတည်ပြုရန်' },
    `<h1 class="pair">${pair('Confirm payment', 'ငွေပေးချေမှု အတည်ပြုပါ')}</h1>
${details(payment)}
<p class="note pair">${pair(`Valid until ${until} (Yangon time).`, `ရန်ကုန်စံတော်ချိန် ${myanmarDigits(until)} အထိ အကျုံးဝင်ပါသည်။`)}</p>
<form method="post" action="${escape(sandboxWalletPath(payment.reference))}" class="actions">
<button type="submit" name="outcome" value="paid" class="pay pair">${pair('Pay', 'ငွေပေးချေမည်')}</button>
<button type="submit" name="outcome" value="declined" class="decline pair">${pair('Decline', 'ငြင်းပယ်မည်')}</button>
</form>`,
  );
}

function resultPage(payment: SandboxPayment): string {
  const paid = payment.status === 'succeeded';
  const back =
    payment.method === 'card'
      ? `<p><a class="link pair" href="${escape(payment.returnUrl)}">${pair('Back to the shop', 'ဆိုင်သို့ ပြန်သွားရန်')}</a></p>`
      : `<p class="note pair">${pair('You can close this page.', 'ဤစာမျက်နှာကို ပိတ်နိုင်ပါပြီ။')}</p>`;
  return page(
    paid ? { en: 'Paid', my: 'ပေးချေပြီး' } : { en: 'Declined', my: 'ငြင်းပယ်ပြီး' },
    `<h1 class="result ${paid ? 'ok' : 'no'} pair" role="status">${
      paid ? pair('Paid', 'ငွေပေးချေပြီးပါပြီ') : pair('Declined', 'ငြင်းပယ်ပြီးပါပြီ')
    }</h1>
${details(payment)}
<p class="pair">${
      paid
        ? pair('The payment was sent to the shop.', 'ငွေပေးချေမှုကို ဆိုင်သို့ ပို့ပြီးပါပြီ။')
        : pair('The shop was told you declined.', 'သင် ငြင်းပယ်ကြောင်း ဆိုင်သို့ အကြောင်းကြားပြီးပါပြီ။')
    }</p>
${back}`,
  );
}

function refusalPage(kind: 'unknown' | 'expired' | 'voided'): string {
  const text = {
    unknown: {
      title: { en: 'Payment not found', my: 'ငွေပေးချေမှုကို ရှာမတွေ့ပါ' },
      body: {
        en: 'This payment does not exist. Scan the QR code on the payment page again.',
        my: 'ဤငွေပေးချေမှု မရှိပါ။ ငွေပေးချေရန် စာမျက်နှာရှိ QR ကုဒ်ကို ထပ်မံ စကင်ဖတ်ပါ။',
      },
    },
    expired: {
      title: { en: 'Payment expired', my: 'ငွေပေးချေမှု သက်တမ်းကုန်သွားပါပြီ' },
      body: {
        en: 'This QR code has expired. Press Refresh on the payment page and scan the new one.',
        my: 'ဤ QR ကုဒ် သက်တမ်းကုန်သွားပါပြီ။ ငွေပေးချေရန် စာမျက်နှာတွင် “ပြန်လည်စတင်ရန်” ကို နှိပ်ပြီး QR ကုဒ်အသစ်ကို စကင်ဖတ်ပါ။',
      },
    },
    voided: {
      title: { en: 'Payment replaced', my: 'ငွေပေးချေမှုကို အစားထိုးပြီးပါပြီ' },
      body: {
        en: 'A new QR code replaced this one. Scan the QR code now shown on the payment page.',
        my: 'ဤ QR ကုဒ်ကို ကုဒ်အသစ်ဖြင့် အစားထိုးပြီးပါပြီ။ ငွေပေးချေရန် စာမျက်နှာတွင် ယခုပြထားသော QR ကုဒ်ကို စကင်ဖတ်ပါ။',
      },
    },
  }[kind];
  return page(
    text.title,
    `<h1 class="result no pair" role="alert">${pair(text.title.en, text.title.my)}</h1>
<p class="pair">${pair(text.body.en, text.body.my)}</p>`,
  );
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', NO_STORE)
    .header('content-type', 'text/html; charset=utf-8')
    .send(html);
}

/** The routes themselves (registered by `sandboxWalletPlugin` only when the sandbox is on). */
export const sandboxWalletRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;
  // The callback signing key, so that every callback after start is verified.
  await loadSandboxSecret(db);

  // Scoped to these routes: the page's form.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function show(reply: FastifyReply, reference: string) {
    const payment = REFERENCE.test(reference) ? await findSandboxPayment(db, reference) : null;
    if (!payment) return send(reply, 404, refusalPage('unknown'));
    if (payment.status === 'expired' || payment.status === 'voided') {
      return send(reply, 410, refusalPage(payment.status));
    }
    if (payment.status === 'pending') return send(reply, 200, payPage(payment));
    return send(reply, 200, resultPage(payment));
  }

  fastify.get<{ Params: { reference: string } }>(
    '/sandbox/pay/:reference',
    async (request, reply) => show(reply, request.params.reference),
  );

  fastify.post<{ Params: { reference: string }; Body: unknown }>(
    '/sandbox/pay/:reference',
    async (request, reply) => {
      const { reference } = request.params;
      const body = (
        typeof request.body === 'object' && request.body !== null ? request.body : {}
      ) as Record<string, unknown>;
      const outcome = body.outcome;
      if (!REFERENCE.test(reference) || (outcome !== 'paid' && outcome !== 'declined')) {
        return show(reply, reference);
      }
      const result = await settleSandboxPayment(db, reference, outcome);
      if (result.settled) {
        request.log.info(
          { reference, outcome, delivery: result.delivery },
          'sandbox payment settled and its callback sent',
        );
      }
      // Back to the page, which shows the result, or why the payment could not be settled.
      return reply
        .code(303)
        .header('cache-control', NO_STORE)
        .header('location', sandboxWalletPath(reference))
        .send();
    },
  );
};

/** True when this instance serves the sandbox wallet page. */
export function servesSandboxWallet(fastify: FastifyInstance): boolean {
  const { payments, runMode } = fastify.config;
  return payments.provider === 'sandbox' && (!runMode.production || runMode.allowSandbox);
}

/** Registers the page when the provider is the sandbox; otherwise nothing (the path is a 404). */
const sandboxWalletPlugin: FastifyPluginAsync = async (fastify) => {
  if (servesSandboxWallet(fastify)) await fastify.register(sandboxWalletRoutes);
};

export default sandboxWalletPlugin;
