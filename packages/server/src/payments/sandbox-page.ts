// The sandbox provider's hosted pay page: shows the order with "Pay" and "Fail" buttons; either sends
// the provider's signed notification to our notify endpoint, as a gateway's server would, then sends
// the player back to the app.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isSignedBy, SANDBOX_PAGE_PATH, type SandboxOrder, signFields } from './sandbox';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** A path on this server: the page only ever posts to, and returns to, our own addresses. */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

function readOrder(
  orderNo: string,
  fields: Record<string, unknown>,
): (SandboxOrder & { sign: string }) | undefined {
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  const order = { orderNo, amount: text('amount'), notify: text('notify'), back: text('back') };
  if (!isLocalPath(order.notify) || !isLocalPath(order.back)) return undefined;
  return { ...order, sign: text('sign') };
}

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#123}
button{font-size:1.1rem;padding:.6rem 1.4rem;margin-right:.6rem;border:0;border-radius:.4rem;color:#fff}
.pay{background:#1677ff}.fail{background:#999}.note{color:#666;font-size:.9rem}</style></head>
<body>${body}</body></html>`);
}

export function sandboxPayRoutes(app: FastifyInstance, secret: string): void {
  app.get<{ Params: { orderNo: string }; Querystring: Record<string, unknown> }>(
    `${SANDBOX_PAGE_PATH}/:orderNo`,
    async (request, reply) => {
      const order = readOrder(request.params.orderNo, request.query);
      if (!order || !isSignedBy(secret, { ...order, sign: '' }, order.sign)) {
        return page(reply, 404, '<h1>Unknown payment</h1>');
      }
      const hidden = (['amount', 'notify', 'back', 'sign'] as const)
        .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(order[key])}">`)
        .join('');
      return page(
        reply,
        200,
        `<h1>Sandbox payment</h1>
<p>Order <b>${escapeHtml(order.orderNo)}</b></p><p>Amount <b>${escapeHtml(order.amount)}</b></p>
<form method="post">${hidden}
<button class="pay" name="outcome" value="paid">Pay</button><button class="fail" name="outcome" value="failed">Fail</button>
</form><p class="note">A test provider: no real money moves. Disabled in production.</p>`,
      );
    },
  );

  app.post<{ Params: { orderNo: string }; Body: Record<string, unknown> }>(
    `${SANDBOX_PAGE_PATH}/:orderNo`,
    async (request, reply) => {
      const fields = request.body && typeof request.body === 'object' ? request.body : {};
      const order = readOrder(request.params.orderNo, fields);
      const outcome = fields.outcome === 'paid' ? 'paid' : 'failed';
      if (!order || !isSignedBy(secret, { ...order, sign: '' }, order.sign)) {
        return page(reply, 404, '<h1>Unknown payment</h1>');
      }
      const notification = {
        orderNo: order.orderNo,
        tradeNo: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
        amount: order.amount,
        status: outcome,
      };
      // Delivered through the notify route itself, signature check included, as a gateway's call would be.
      const answer = await app.inject({
        method: 'POST',
        url: order.notify,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...notification, sign: signFields(secret, notification) }).toString(),
      });
      if (answer.statusCode !== 200) return page(reply, 502, '<h1>The shop did not accept the payment</h1>');
      const separator = order.back.includes('?') ? '&' : '?';
      return reply.redirect(`${order.back}${separator}orderNo=${encodeURIComponent(order.orderNo)}`, 303);
    },
  );
}
