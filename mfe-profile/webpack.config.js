const { federatedConfig } = require('@lantern/mf-config');

module.exports = federatedConfig({
  dir: __dirname,
  kind: 'remote',
  app: 'mfe-profile',
  title: 'Lantern: profile (standalone)',
  exposes: { './App': './src/App.tsx' },
});
