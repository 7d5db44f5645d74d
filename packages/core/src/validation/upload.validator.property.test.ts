import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyUploadCandidate } from '../../test/arbitraries/validation.js';
import { UPLOAD_LIMIT_BYTES } from '../shared/limits.js';
import { ACCEPTED_UPLOAD_EXTENSIONS, validateUpload } from './upload.validator.js';

describe('validateUpload (properties)', () => {
  it('never throws, refuses every oversized file for its size, and accepts only CSV/Excel names', () => {
    fc.assert(
      fc.property(anyUploadCandidate, (file) => {
        const code = validateUpload(file);
        if (file.size > UPLOAD_LIMIT_BYTES) {
          expect(code).toBe('UPLOAD.TOO_LARGE');
          return;
        }
        const name = file.name.toLowerCase();
        const accepted = ACCEPTED_UPLOAD_EXTENSIONS.some(
          (ext) => name.length > ext.length && name.endsWith(ext),
        );
        expect(code).toBe(accepted ? null : 'UPLOAD.UNSUPPORTED_FORMAT');
      }),
    );
  });
});
