/**
 * An HTML error page in the style IIS 8.5 sends for an unhandled 500; the gateway runs on IIS, and
 * clients must survive such a body where they expect JSON (PROTOCOL.md "Hosts and API generations", "Timeouts and retries").
 */
export const IIS_500_PAGE = `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"/>
<title>500 - Internal server error.</title>
</head>
<body>
<div id="header"><h1>Server Error</h1></div>
<div id="content">
 <div class="content-container"><fieldset>
  <h2>500 - Internal server error.</h2>
  <h3>There is a problem with the resource you are looking for, and it cannot be displayed.</h3>
 </fieldset></div>
</div>
</body>
</html>
`;
