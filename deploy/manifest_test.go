package deploy

import (
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

// readJob decodes a Job strictly into Kubernetes' own types: a field
// that batch/v1 does not have, such as a misspelled one, is an error, as
// the API server's strict field validation makes it.
func readJob(text []byte) (*batchv1.Job, error) {
	var j batchv1.Job
	if err := yaml.UnmarshalStrict(text, &j); err != nil {
		return nil, err
	}
	return &j, nil
}

// countJob reads count-job.yaml.
func countJob(t *testing.T) ([]byte, *batchv1.Job) {
	t.Helper()
	b, err := os.ReadFile("count-job.yaml")
	require.NoError(t, err)
	j, err := readJob(b)
	require.NoError(t, err)
	return b, j
}

// TestCountJob reads the Indexed Job and checks that it counts every part
// once: Indexed mode, as many completions as parts, each pod's command
// counting the part its index names as a JSON line, on the problem the
// ConfigMap mounts.
func TestCountJob(t *testing.T) {
	_, j := countJob(t)
	assert.Equal(t, "batch/v1", j.APIVersion)
	assert.Equal(t, "Job", j.Kind)
	require.NotNil(t, j.Spec.CompletionMode)
	assert.Equal(t, batchv1.IndexedCompletion, *j.Spec.CompletionMode)
	pod := j.Spec.Template.Spec
	assert.Equal(t, corev1.RestartPolicyNever, pod.RestartPolicy, "podFailurePolicy needs it")
	require.Len(t, pod.Containers, 1)
	c := pod.Containers[0]
	require.GreaterOrEqual(t, len(c.Command), 2)
	assert.Equal(t, []string{"/xcover", "cover"}, c.Command[:2])
	assert.Contains(t, c.Command, "-count")
	assert.Contains(t, c.Command, "-json", "xcover sum adds the parts' JSON lines")
	flag := func(name string) string {
		i := slices.Index(c.Command, name)
		require.True(t, i >= 0 && i+1 < len(c.Command), "%s and its value", name)
		return c.Command[i+1]
	}
	parts, err := strconv.Atoi(flag("-parts"))
	require.NoError(t, err)
	require.NotNil(t, j.Spec.Completions)
	require.NotNil(t, j.Spec.Parallelism)
	assert.Equal(t, int32(parts), *j.Spec.Completions, "a pod a part")
	assert.LessOrEqual(t, *j.Spec.Parallelism, int32(parts))
	assert.Equal(t, "$(JOB_COMPLETION_INDEX)", flag("-part"), "each pod counts the part its index names")
	jobs, err := strconv.Atoi(flag("-j"))
	require.NoError(t, err)
	cpu := c.Resources.Requests[corev1.ResourceCPU]
	assert.Equal(t, int64(jobs), cpu.Value(), "a core requested for each goroutine")
	problem := c.Command[len(c.Command)-1]
	require.Len(t, c.VolumeMounts, 1)
	assert.Equal(t, c.VolumeMounts[0].MountPath+"/problem.dlx", problem)
	assert.True(t, c.VolumeMounts[0].ReadOnly)
	require.Len(t, pod.Volumes, 1)
	assert.Equal(t, c.VolumeMounts[0].Name, pod.Volumes[0].Name)
	require.NotNil(t, pod.Volumes[0].ConfigMap)
	assert.Equal(t, "xcover-problem", pod.Volumes[0].ConfigMap.Name)
}

// TestCountJobOnACluster checks what a real cluster needs of the Job: an
// image built here and loaded into the nodes, not pulled; requests and a
// memory limit; retries per part, a failure policy that stops on the
// errors a retry repeats and lets disruptions pass; a deadline and a time
// to live; and a pod the "restricted" Pod Security Standard admits, as
// the user the Dockerfile's image runs as.
func TestCountJobOnACluster(t *testing.T) {
	_, j := countJob(t)
	s := j.Spec
	pod := s.Template.Spec
	c := pod.Containers[0]

	assert.Contains(t, []corev1.PullPolicy{corev1.PullIfNotPresent, corev1.PullNever}, c.ImagePullPolicy)
	image, tag, ok := strings.Cut(c.Image, ":")
	require.True(t, ok, "the image %q is tagged", c.Image)
	assert.Equal(t, "xcover", image)
	assert.Regexp(t, `^\d+\.\d+\.\d+$`, tag, "a version, not latest")

	for _, r := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
		q, ok := c.Resources.Requests[r]
		assert.True(t, ok && q.Sign() > 0, "requests.%s", r)
	}
	limit, ok := c.Resources.Limits[corev1.ResourceMemory]
	require.True(t, ok, "limits.memory")
	assert.GreaterOrEqual(t, limit.Cmp(c.Resources.Requests[corev1.ResourceMemory]), 0, "the memory limit is at least the request")

	assert.Nil(t, s.BackoffLimit, "retries per part (backoffLimitPerIndex), not one budget for all")
	require.NotNil(t, s.BackoffLimitPerIndex)
	assert.Positive(t, *s.BackoffLimitPerIndex)
	require.NotNil(t, s.MaxFailedIndexes)
	assert.Zero(t, *s.MaxFailedIndexes, "a part failed for good fails the count")

	require.NotNil(t, s.PodFailurePolicy)
	var failOn []int32
	ignoresDisruption := false
	for _, r := range s.PodFailurePolicy.Rules {
		switch {
		case r.Action == batchv1.PodFailurePolicyActionFailJob && r.OnExitCodes != nil:
			assert.Equal(t, batchv1.PodFailurePolicyOnExitCodesOpIn, r.OnExitCodes.Operator)
			require.NotNil(t, r.OnExitCodes.ContainerName)
			assert.Equal(t, c.Name, *r.OnExitCodes.ContainerName)
			failOn = append(failOn, r.OnExitCodes.Values...)
		case r.Action == batchv1.PodFailurePolicyActionIgnore:
			for _, p := range r.OnPodConditions {
				ignoresDisruption = ignoresDisruption || p.Type == corev1.DisruptionTarget
			}
		}
	}
	assert.ElementsMatch(t, []int32{1, 2}, failOn, "the exit codes of bad input and bad flags fail the Job")
	assert.True(t, ignoresDisruption, "a disruption is ignored")

	require.NotNil(t, s.ActiveDeadlineSeconds)
	assert.Positive(t, *s.ActiveDeadlineSeconds)
	require.NotNil(t, s.TTLSecondsAfterFinished)
	assert.Positive(t, *s.TTLSecondsAfterFinished)

	// The restricted Pod Security Standard (kubernetes.io/docs/concepts/security/pod-security-standards).
	ps, cs := pod.SecurityContext, c.SecurityContext
	require.NotNil(t, ps)
	require.NotNil(t, cs)
	require.NotNil(t, ps.RunAsNonRoot)
	assert.True(t, *ps.RunAsNonRoot)
	require.NotNil(t, ps.SeccompProfile)
	assert.Equal(t, corev1.SeccompProfileTypeRuntimeDefault, ps.SeccompProfile.Type)
	require.NotNil(t, cs.AllowPrivilegeEscalation)
	assert.False(t, *cs.AllowPrivilegeEscalation)
	require.NotNil(t, cs.Capabilities)
	assert.Equal(t, []corev1.Capability{"ALL"}, cs.Capabilities.Drop)
	assert.Empty(t, cs.Capabilities.Add)
	assert.Nil(t, cs.Privileged)
	assert.Nil(t, cs.RunAsUser, "the pod's user")
	for _, v := range pod.Volumes {
		assert.Nil(t, v.HostPath, "no host path")
	}
	assert.False(t, pod.HostNetwork || pod.HostPID || pod.HostIPC)

	// The user is the Dockerfile's.
	docker, err := os.ReadFile("../Dockerfile")
	require.NoError(t, err)
	user := regexp.MustCompile(`(?m)^USER (\d+):(\d+)$`).FindStringSubmatch(string(docker))
	require.NotNil(t, user, "the Dockerfile's USER uid:gid")
	require.NotNil(t, ps.RunAsUser)
	require.NotNil(t, ps.RunAsGroup)
	assert.Equal(t, user[1], strconv.FormatInt(*ps.RunAsUser, 10))
	assert.Equal(t, user[2], strconv.FormatInt(*ps.RunAsGroup, 10))
	assert.NotEqual(t, "0", user[1], "not root")
	assert.Regexp(t, `(?m)^ARG VERSION=`, string(docker), "the image's version, a build argument")
	assert.Regexp(t, `(?m)org\.opencontainers\.image\.version="\$\{VERSION\}"`, string(docker), "and its label")
}

// TestReadJobStrict checks that the strict decoding the tests above rely
// on refuses a misspelled or misplaced field, at any depth, and an
// unknown value of a typed field, and names it.
func TestReadJobStrict(t *testing.T) {
	text, _ := countJob(t)
	for _, tc := range []struct {
		name, old, new, err string
	}{
		{"misspelled at the top of the spec", "backoffLimitPerIndex:", "backofLimitPerIndex:", `unknown field "backofLimitPerIndex"`},
		{"misspelled in the container", "imagePullPolicy:", "imagePulPolicy:", `unknown field "imagePulPolicy"`},
		{"misspelled in the security context", "allowPrivilegeEscalation:", "allowPrivilegeEscalaton:", `unknown field "allowPrivilegeEscalaton"`},
		{"a container field in the pod", "      restartPolicy: Never", "      restartPolicy: Never\n      imagePullPolicy: Never", `unknown field "imagePullPolicy"`},
		{"a word for a number", "completions: 8", "completions: eight", `cannot unmarshal string into Go struct field`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := strings.Replace(string(text), tc.old, tc.new, 1)
			require.NotEqual(t, string(text), bad, "the manifest has %q", tc.old)
			_, err := readJob([]byte(bad))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
}
