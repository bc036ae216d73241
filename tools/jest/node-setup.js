// The backend's tests talk HTTP to servers they start and stop. Node's default agent keeps a connection open after
// its answer (keep-alive), and the server's end of it then holds the worker's event loop for up to 5 s after the
// server has been closed: when that file was a worker's last, Jest reported the worker as failing to exit
// gracefully. One request, one connection, closed with its answer.
const http = require('node:http');
const https = require('node:https');

http.globalAgent = new http.Agent({ keepAlive: false });
https.globalAgent = new https.Agent({ keepAlive: false });
