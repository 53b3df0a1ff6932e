import { runBackupCommand } from './backup-command.js';

runBackupCommand(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
