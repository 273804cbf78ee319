const { federatedConfig } = require('@lantern/mf-config');

module.exports = federatedConfig({
  dir: __dirname,
  kind: 'host',
  app: 'shell',
  title: 'Lantern',
  staticFiles: ['remotes.json', 'favicon.svg'],
});
