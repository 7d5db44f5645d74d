// Types of layer-rules.mjs for the TypeScript tests that import it.
import type { IForbiddenRuleType } from 'dependency-cruiser';

/** One row of docs/architecture.md's layer table. */
export interface Layer {
  readonly name: string;
  /** Regular expressions of the layer's files, relative to the repository's root. */
  readonly files: readonly string[];
  readonly mayImport: {
    readonly anything: boolean;
    readonly itself: boolean;
    readonly builtins: boolean;
    readonly layers: readonly string[];
    readonly packages: readonly string[];
  };
}

/** Files that are not part of any layer's product code: tests and their helpers. */
export const TEST_FILES: readonly string[];

/** Reads the table under "## The layers" of docs/architecture.md. */
export function parseLayerTable(markdown: string): Layer[];

/** dependency-cruiser's `forbidden` rules for the layers of the table. */
export function layerRules(layers: readonly Layer[]): IForbiddenRuleType[];

/** The rules generated from the table in the given architecture document. */
export function rulesFromArchitecture(path: string | URL): IForbiddenRuleType[];
