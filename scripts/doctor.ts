/** `npm run doctor`: one line a check, OK or what to do; exits 1 when anything needs fixing. */
import { formatLine, runDoctor } from './lib/doctor';

const lines = await runDoctor(process.env);
for (const l of lines) console.log(formatLine(l));
process.exitCode = lines.every((l) => l.ok) ? 0 : 1;
