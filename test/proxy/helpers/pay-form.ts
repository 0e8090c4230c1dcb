/** Reads the simulator's pay page the way a browser would use it: the Pay form's target and hidden fields. */

/** The Pay form of `html` (a pay page served at `origin`): where it posts and its hidden fields, decoded. */
export function payForm(html: string, origin: string): { action: string; fields: Record<string, string> } {
  const form = /<form method="post" action="([^"]+\/pay)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('the pay page has no Pay form');
  const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  const fields = Object.fromEntries(
    [...form[2]!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, decode(match[2]!)]),
  );
  return { action: new URL(form[1]!, origin).href, fields };
}

/** Presses Pay: posts the form and returns where the simulator sends the payer (its 303 Location). */
export async function pressPay(payPageHtml: string, origin: string): Promise<URL> {
  const pay = payForm(payPageHtml, origin);
  const paid = await fetch(pay.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(pay.fields),
    redirect: 'manual',
  });
  const location = paid.headers.get('location');
  if (paid.status !== 303 || !location) throw new Error(`Pay answered ${paid.status} without a redirect`);
  return new URL(location, origin);
}
