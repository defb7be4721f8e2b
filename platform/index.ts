export type { Platform } from './platform.ts';
export { createPlatform, type PlatformOptions } from './create-platform.ts';
export {
  createFakePlatform,
  createFakeAnalytics,
  type FakePlatform,
  type FakePlatformOptions,
} from './fake-platform.ts';
export { createFakeWx, createFakeJsBridge, type RecordedCall } from './fakes.ts';
export { detectHost, APP_USER_AGENT_MARKER, HOSTS, type Host } from './host.ts';
export { identifyVisitor, type IdentitySources } from './analytics-identity.ts';
export { sharePayloadFrom, shareImageUrl, SHARE_MISSING, type SharePayload } from './share.ts';
export { BRIDGE_HANDLERS, BRIDGE_ABSENT, NATIVE_JUMP_EMPTY } from './bridge.ts';
export type { GatewayCall, Logger } from './types.ts';
