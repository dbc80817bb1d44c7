const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  role: 'remote',
  name: 'klw_screen_template',
  dirname: __dirname,
  remotes: ['klw_auth'],
});
