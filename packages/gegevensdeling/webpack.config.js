const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  role: 'remote',
  name: 'klw_gegevensdeling',
  dirname: __dirname,
  exposes: { './lifecycles': './src/exposes/lifecycles.ts' },
  remotes: ['klw_auth'],
});
