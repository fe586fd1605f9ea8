import { startAnalyzerSim } from './app';
import { configFromEnv } from './config';

async function main() {
  const config = configFromEnv(process.env);
  const running = await startAnalyzerSim(config);
  const stop = async () => {
    await running.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());

  console.log(
    `Analyzer simulator ${config.name}: orders (MLLP) on ${config.host}:${running.orderPort}, results to ${config.portalHost}:${config.portalPort}, controls at http://${config.host}:${running.httpPort}/`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
