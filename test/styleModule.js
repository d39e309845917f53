// Stylesheets imported by components mean nothing to jest: they load as an empty module.
module.exports = {};
