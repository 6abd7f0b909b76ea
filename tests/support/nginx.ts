import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** How to get nginx where it is missing (Debian, Ubuntu), for a test's skip message. */
export const NGINX_INSTALL = "apt-get install -y nginx";

/**
 * nginx from the machine's packages (Debian's `nginx`), for tests that put a real reverse proxy
 * in front of the storefront: the first `nginx` on PATH, else /usr/sbin/nginx (not on a normal
 * user's PATH). Null when there is none, like findPostgresBinaries.
 */
export function findNginx(): string | null {
  const candidates = [
    ...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean),
    "/usr/sbin",
  ].map((dir) => path.join(dir, "nginx"));
  return candidates.find(isExecutable) ?? null;
}

function isExecutable(file: string) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export interface NginxProxy {
  /** http://127.0.0.1:<port>, the shop's origin as a browser in front of the proxy sees it. */
  url: string;
  port: number;
  /** The access log so far: one line per request, `<status> <upstream addresses> <method> <uri>`. */
  accessLog(): string;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * nginx on a loopback port, round-robin over `upstreams` (`127.0.0.1:3001`…), everything it
 * writes (pid, logs, temp files, configuration) in a temp folder removed on stop. It is
 * configured as an operator would front several storefronts:
 * - `Host` is the name the client used ($host), `X-Forwarded-Host` the full host with its port,
 *   `X-Forwarded-For` the client chain plus the client's address, `X-Forwarded-Proto` the
 *   scheme, `X-Request-Id` the client's or nginx's own.
 * - A request that fails to reach an instance (refused, reset, timed out, or a 502/503 answer)
 *   goes to the next one; nginx's default keeps non-idempotent requests (POST) from being sent
 *   twice.
 * - Kept-alive connections to the instances close after 4 s idle, before Node's 5 s
 *   keep-alive timeout: otherwise nginx may send a POST down a connection the instance has just
 *   closed, and a POST is never retried.
 * - `X-Upstream` names the instance (or instances, when one failed) that served the response.
 * The connections to the instances come from 127.0.0.1 (`proxy_bind`), the address a storefront
 * behind it trusts (TRUST_PROXY=127.0.0.1); clients may use any other 127.x.y.z.
 */
export async function startNginx(options: {
  port: number;
  upstreams: string[];
}): Promise<NginxProxy | { skipped: string }> {
  const binary = findNginx();
  if (!binary) return { skipped: `no nginx on this machine (${NGINX_INSTALL})` };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-nginx-"));
  // As root the workers run as nobody, and must reach their temp folders in here.
  fs.chmodSync(dir, 0o755);
  const file = (name: string) => path.join(dir, name);
  const asRoot = process.getuid?.() === 0;
  const conf = `
${asRoot ? "user nobody nogroup;" : ""}
worker_processes 1;
pid ${file("nginx.pid")};
error_log ${file("error.log")} warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$status $upstream_addr $request_method $request_uri';
  access_log ${file("access.log")} upstreams;
  client_body_temp_path ${file("body")};
  proxy_temp_path ${file("proxy")};
  fastcgi_temp_path ${file("fastcgi")};
  uwsgi_temp_path ${file("uwsgi")};
  scgi_temp_path ${file("scgi")};
  map $http_x_request_id $forwarded_request_id {
    default $http_x_request_id;
    "" $request_id;
  }
  upstream storefront {
${options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 16;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $forwarded_request_id;
      proxy_bind 127.0.0.1;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  fs.writeFileSync(file("nginx.conf"), conf);
  // -e: the error log before the configuration is read (the default is outside the folder).
  const child = spawn(
    binary,
    ["-p", dir, "-e", file("error.log"), "-c", file("nginx.conf"), "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const read = (name: string) => {
    try {
      return fs.readFileSync(file(name), "utf8");
    } catch {
      return "";
    }
  };
  const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });

  const deadline = Date.now() + 15_000;
  while (!(await accepts(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      await exited;
      const why = `${stderr}${read("error.log")}`;
      cleanUp();
      throw new Error(`nginx did not start:\n${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    port: options.port,
    accessLog: () => read("access.log"),
    errorLog: () => read("error.log"),
    async stop() {
      // SIGQUIT: nginx's graceful stop, requests under way answered first.
      if (child.exitCode === null) child.kill("SIGQUIT");
      const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killer);
      cleanUp();
    },
  };
}

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
