#!/usr/bin/env node
/**
 * Ends every package's build script (`… && node ../scripts/mark-built.js`): records that the package in the
 * current directory was built, so `npm start` (scripts/build-missing.js) does not build it again.
 */
const path = require('node:path');
const { markBuilt } = require('../tools/build/staleness');

const pkgDir = process.argv[2] ? path.resolve(process.argv[2]) : process.cwd();
markBuilt(path.dirname(pkgDir), path.basename(pkgDir));
