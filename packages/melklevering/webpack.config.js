const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  role: 'remote',
  name: 'klw_melklevering',
  dirname: __dirname,
  remotes: ['klw_auth'],
});
