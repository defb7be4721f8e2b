import { parseCli, USAGE, type CliOptions } from './cli.ts';
import { createGateway } from './server.ts';

function readOptions(): CliOptions {
  try {
    return parseCli(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const options = readOptions();
const gateway = createGateway({ ...options, devRoutes: true });

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  gateway.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const port = await gateway.listen(options.port).catch((error: unknown) => {
  console.error(
    `gateway could not listen on 127.0.0.1:${options.port}: ${(error as Error).message}`,
  );
  process.exit(1);
});
console.log(`gateway listening on http://127.0.0.1:${port}`);
