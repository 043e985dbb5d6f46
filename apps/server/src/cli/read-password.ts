import { createInterface } from "node:readline";

/** All of standard input, without its final line break: for a password piped in by a script. */
async function readAll(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** One line typed at the terminal, not echoed. */
function ask(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    process.stdout.write(prompt);
    output._writeToOutput = () => {};
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

/** A password from standard input when piped, else asked for twice at the terminal (they must match). */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return readAll();
  const first = await ask(prompt);
  const again = await ask("Again: ");
  if (first !== again) throw new Error("the two passwords differ");
  return first;
}
