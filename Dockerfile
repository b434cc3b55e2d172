# xcover as a container: the command line (xcover cover, solve, ...) as a
# static binary on an empty base, for running the parts of a count on a
# cluster (deploy/count-job.yaml) or anywhere else.
#
#   docker build -t xcover .
#   docker run --rm -v "$PWD/testdata:/problem" xcover cover -count /problem/problem.dlx
FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o /xcover .

FROM scratch
COPY --from=build /xcover /xcover
ENTRYPOINT ["/xcover"]
