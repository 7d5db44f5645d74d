/** One built file and its gzip -9 size in bytes. */
export interface SizedFile {
  readonly file: string;
  readonly gzip: number;
}

export interface BuildSizes {
  /** Gzip bytes of the JavaScript the home route needs before it renders. */
  readonly gzip: number;
  readonly rows: readonly SizedFile[];
  /** Gzip bytes of the composition root, loaded in parallel (0 for the bare page). */
  readonly deferred: number;
  /** Every JavaScript chunk of the build, largest first. */
  readonly chunks: readonly SizedFile[];
}

export declare const BUDGETS: { readonly ratio: number; readonly chunkKB: number };

export declare function measureBundle(
  workDir: string,
): Promise<{ bare: BuildSizes; app: BuildSizes; ratio: number }>;
