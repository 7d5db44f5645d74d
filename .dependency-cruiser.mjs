// The architecture's arrows, checked in `npm test` (npm run lint:layers). The rules are generated
// from the layer table of docs/architecture.md: change the table, not this file.
import { rulesFromArchitecture } from './scripts/architecture/layer-rules.mjs';

export default {
  forbidden: rulesFromArchitecture(new URL('./docs/architecture.md', import.meta.url)),
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|\\.data)/' },
    tsConfig: { fileName: 'scripts/architecture/tsconfig.layers.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
