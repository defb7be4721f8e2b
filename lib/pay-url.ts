/** The payment page's path when the VIP link names none. */
export const DEFAULT_PAY_PATH = '/vip/pay';

/**
 * The payment page's address (spec §2 payPath, §9 the payment site): `payPath` under the payment
 * site with the order's parameters. Only a path is taken from the link: anything with a scheme, a
 * host (`//…`) or a backslash is ignored for the default, so a link can never send the payment
 * elsewhere.
 */
export function payUrl(
  paySite: string,
  payPath: string | undefined,
  params: Readonly<Record<string, string>>,
): string {
  const path =
    payPath !== undefined && /^\/(?!\/)[^\\\s:?#]*$/.test(payPath) ? payPath : DEFAULT_PAY_PATH;
  const query = new URLSearchParams(params).toString();
  return `${paySite.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}
