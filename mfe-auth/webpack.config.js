const { federatedConfig } = require('@lantern/mf-config');

module.exports = federatedConfig({
  dir: __dirname,
  kind: 'remote',
  app: 'mfe-auth',
  title: 'Lantern: sign in (standalone)',
  exposes: { './App': './src/App.tsx' },
});
