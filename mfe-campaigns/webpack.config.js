const { federatedConfig } = require('@lantern/mf-config');

module.exports = federatedConfig({
  dir: __dirname,
  kind: 'remote',
  app: 'mfe-campaigns',
  title: 'Lantern: campaigns (standalone)',
  exposes: { './App': './src/App.tsx' },
});
