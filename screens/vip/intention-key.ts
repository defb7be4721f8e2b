/**
 * One intention per member, business and level: the commit's idempotency key, so taps however many
 * and a second visit store one record (the gateway answers the first record's id), and the key the
 * page asks by on a later visit. Its own module: the page's first chunk needs it, the popup's rest not.
 */
export function intentionKey(
  userId: string,
  { businessKey, vipKey }: { businessKey: string; vipKey: string },
): string {
  return `vip-intention:${businessKey}:${vipKey}:${userId}`;
}
