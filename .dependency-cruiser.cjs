/** The layer rule of HOUSE.md: src -> machines -> protocol; simulator -> protocol; no cycles. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'protocol-imports-nothing',
      comment: 'protocol/ is the wire format: it imports nothing else from the project.',
      severity: 'error',
      from: { path: '^protocol/' },
      to: { path: '^(src|machines|simulator|fixtures)/' },
    },
    {
      name: 'machines-stay-pure',
      comment: 'machines/ imports protocol/ only: no app, no simulator, no UI or IO libraries.',
      severity: 'error',
      from: { path: '^machines/' },
      to: {
        path: '^(src|simulator|fixtures)/|node_modules/(react|react-dom|@tanstack|hls\\.js|msw|mock-socket|ws)/',
      },
    },
    {
      name: 'simulator-never-imports-client',
      comment: 'Client and server must not share logic, or their bugs cancel out in tests.',
      severity: 'error',
      from: { path: '^simulator/' },
      to: { path: '^(src|machines)/' },
    },
    {
      name: 'src-reaches-simulator-through-boot-only',
      comment: 'The app loads the simulator lazily through one boot module.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/boot/simulator\\.ts$' },
      to: { path: '^simulator/' },
    },
  ],
  options: {
    includeOnly: '^(src|machines|protocol|simulator)/',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|spec)\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
