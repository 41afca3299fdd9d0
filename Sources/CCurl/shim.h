#ifndef TREATY_CCURL_SHIM_H
#define TREATY_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// wrapper per kind of argument the live transport passes.

typedef size_t (*treaty_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*treaty_curl_progress_callback)(void *context, curl_off_t dltotal, curl_off_t dlnow,
                                             curl_off_t ultotal, curl_off_t ulnow);

static inline CURLcode treaty_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode treaty_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode treaty_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode treaty_curl_set_headers(CURL *handle, struct curl_slist *headers) {
    return curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
}

static inline CURLcode treaty_curl_set_body(CURL *handle, const char *bytes, long length) {
    curl_easy_setopt(handle, CURLOPT_POSTFIELDSIZE, length);
    return curl_easy_setopt(handle, CURLOPT_COPYPOSTFIELDS, bytes);
}

static inline CURLcode treaty_curl_set_write(CURL *handle, treaty_curl_data_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode treaty_curl_set_header_callback(CURL *handle, treaty_curl_data_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
}

static inline CURLcode treaty_curl_set_progress(CURL *handle, treaty_curl_progress_callback callback) {
    curl_easy_setopt(handle, CURLOPT_NOPROGRESS, 0L);
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline long treaty_curl_status(CURL *handle) {
    long status = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &status);
    return status;
}

#endif
