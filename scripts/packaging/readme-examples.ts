import { readFileSync } from 'node:fs';

/** A fenced example of a README: its language ('js' runs as an ES module, 'cjs' as CommonJS). */
export interface ReadmeExample {
  readonly language: 'js' | 'cjs';
  readonly code: string;
  /** What it prints, line by line: the `// …` comments after its console.log calls. */
  readonly expectedOutput: readonly string[];
}

const FENCE = /^```(js|cjs)\n([\s\S]*?)^```$/gm;

/**
 * The runnable examples of a README. An example states what it prints in comments: one at the end
 * of a console.log line, or alone on the line right after a console.log call.
 */
export function readmeExamples(path: string): ReadmeExample[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(FENCE)].map(([, language, code = '']) => ({
    language: language as 'js' | 'cjs',
    code,
    expectedOutput: expectedOutput(code),
  }));
}

function expectedOutput(code: string): string[] {
  const expected: string[] = [];
  let afterLog = false;
  for (const line of code.split('\n')) {
    const comment = /\/\/ (.*)$/.exec(line)?.[1];
    const alone = line.trim().startsWith('//');
    if (comment !== undefined && (line.includes('console.log(') || (alone && afterLog))) {
      expected.push(comment);
    }
    if (!alone) afterLog = line.includes('console.log(');
  }
  return expected;
}
