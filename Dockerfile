# xcover as a container: the command line (xcover cover, sum, solve, ...)
# as a static binary on an empty base, run as a user without privileges,
# for counting the parts of a count on a cluster (deploy/count-job.yaml)
# or anywhere else. Build it tagged with its version:
#
#   docker build --build-arg VERSION=0.1.0 -t xcover:0.1.0 .
#   docker run --rm -v "$PWD/testdata:/problem:ro" xcover:0.1.0 cover -count /problem/problem.dlx
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o /xcover .

FROM scratch
ARG VERSION=dev
LABEL org.opencontainers.image.title="xcover" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.description="exact cover: count, list and estimate solutions; sum the parts of a count"
COPY --from=build /xcover /xcover
# 65532 is the "nonroot" user of distroless images: no name, no home, no
# privileges. Kubernetes' runAsNonRoot needs the number.
USER 65532:65532
ENTRYPOINT ["/xcover"]
