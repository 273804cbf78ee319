const { federatedConfig } = require('@lantern/mf-config');

module.exports = federatedConfig({
  dir: __dirname,
  kind: 'remote',
  app: 'mfe-security',
  title: 'Lantern: security (standalone)',
  exposes: { './App': './src/App.tsx' },
});
