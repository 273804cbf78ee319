#!/usr/bin/env node
'use strict';
// The Lantern CLI: `lantern analyze ...`. Needs the built package (npm run build -w packages/engine).
require('../dist/cli.js')
  .main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  });
