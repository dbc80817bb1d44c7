const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  role: 'remote',
  name: 'klw_gegevensdeling',
  dirname: __dirname,
  remotes: ['klw_auth'],
});
