/** The platform's parts that createPlatform loads after the start (see create-platform.ts). */
export { completePlatform } from './complete-platform.ts';
export { startSending } from './start-sending.ts';
